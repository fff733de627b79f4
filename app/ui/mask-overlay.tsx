// Mask overlay on long content with a 查看更多 button (SPEC §2.3).
import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage } from '~/i18n/intl';

export function MaskOverlay({ children, maxHeight = 240 }: { children: React.ReactNode; maxHeight?: number }) {
  const content = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflowing, setOverflowing] = useState(true);
  useLayoutEffect(() => {
    if (content.current) setOverflowing(content.current.scrollHeight > maxHeight + 8);
  }, [maxHeight, children]);
  const collapsed = !expanded && overflowing;
  return (
    <div className="relative">
      <div ref={content} style={collapsed ? { maxHeight, overflow: 'hidden' } : undefined}>
        {children}
      </div>
      {collapsed ? (
        <div className="absolute inset-x-0 bottom-0 flex h-24 items-end justify-center bg-gradient-to-t from-white to-transparent dark:from-slate-950">
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className="mb-1 rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm font-medium text-brand-600 shadow-sm hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-brand-100"
          >
            <FormattedMessage id="common.viewMore" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
