import { useIntl } from '~/i18n/intl';

/** `t('key', values)` for attributes (aria-label, placeholder, title) where <FormattedMessage> cannot go. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
