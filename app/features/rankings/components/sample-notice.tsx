// The label every page showing generated traffic figures carries (docs/decisions/007).
import { FormattedMessage } from '~/i18n/intl';

export function SampleNotice() {
  return (
    <p data-testid="sample-notice" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
      <FormattedMessage id="rankings.sampleNotice" />
    </p>
  );
}
