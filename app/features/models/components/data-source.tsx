// The "data source" line every model page carries (docs/decisions/019).
import { FormattedMessage } from '~/i18n/intl';
import { CN_PRICES_AS_OF, MODEL_PACKAGES } from '../models.sources';

export function ModelDataSource() {
  const packages = MODEL_PACKAGES.map((p) => `${p.name} ${p.version} (${p.published}, ${p.licence})`).join('; ');
  return (
    <p className="mt-8 text-xs text-slate-500 dark:text-slate-400" data-testid="data-source">
      <FormattedMessage id="models.dataSource" values={{ packages, date: CN_PRICES_AS_OF }} />
    </p>
  );
}
