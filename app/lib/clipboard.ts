// Copy to clipboard (SPEC §8): the async Clipboard API in a secure context, else a hidden textarea + execCommand.
export type CopyResult = 'copied' | 'error' | 'fallback-failed';

export async function copyText(text: string): Promise<CopyResult> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      return 'error';
    }
  }
  return legacyCopy(text) ? 'copied' : 'fallback-failed';
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
