import { FormattedMessage } from '~/i18n/intl';
import { TOPIC_TAGS } from '../news.constants';

/** An article's or guide's tag as readers see it: a topic tag in the page's language, any other tag as written. */
export function TagLabel({ tag }: { tag: string }) {
  return TOPIC_TAGS.has(tag) ? <FormattedMessage id={`news.tag.${tag}`} /> : <>{tag}</>;
}
