// A modal on the native <dialog> element: focus trap, Escape and the backdrop come with the platform.
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useT } from '~/i18n/use-t';

export function Dialog({
  open,
  onClose,
  title,
  children,
  testId,
  className = 'w-[min(28rem,calc(100vw-2rem))]',
  bodyClassName = 'p-5',
}: {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
  /** Width (and any other) classes of the dialog box. */
  className?: string;
  bodyClassName?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop closes, but not the second click of a double click: a dialog opened by the first
        // (a quick answer to a double-clicked button) would close before it was seen.
        if (event.target === ref.current && event.detail <= 1) onClose();
      }}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      data-testid={testId}
      className={`m-auto ${className} rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
    >
      {open ? (
        <div className={bodyClassName}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={testId ? `${testId}-title` : undefined} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={t('common.cancel')} className="rounded-full p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
