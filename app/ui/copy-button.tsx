import { Copy } from 'lucide-react';
import { toast } from '~/ui/toast';
import { useT } from '~/i18n/use-t';
import { copyText } from '~/lib/clipboard';

/** Copies `text` and reports with the toasts of SPEC §8 (复制成功 / 复制失败 / 复制操作失败). */
export function useCopy() {
  const t = useT();
  return async (text: string) => {
    const result = await copyText(text);
    if (result === 'copied') toast.success(t('clipboard.copySuccess'));
    else if (result === 'error') toast.error(t('clipboard.copyError'));
    else toast.error(t('clipboard.copyOperationFailed'));
    return result;
  };
}

export function CopyButton({ text, label, className }: { text: string; label?: string; className?: string }) {
  const t = useT();
  const copy = useCopy();
  return (
    <button type="button" onClick={() => void copy(text)} className={className}>
      <Copy aria-hidden="true" className="size-4" />
      {label ?? t('common.copy')}
    </button>
  );
}
