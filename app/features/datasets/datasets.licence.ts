// Which licences allow commercial use: a reading of the licence name the publisher gives, so that the library can
// filter on it. It is a guide, not legal advice; the detail page links the publisher's terms.
import type { TLicenceKind } from './datasets.constants';

const NONCOMMERCIAL = /\b(NC|non-?commercial|research use|research license|research use agreement|credentialed)\b/i;
const OPEN = /^(CC0|CC-BY(-SA)?(-\d\.\d)?|CC-BY|ODC-BY|ODC-By|MIT|Apache-2\.0|BSD|CDLA-Permissive|GPL|Public domain|Mixed \(mostly CC-BY-SA|Permissive)/i;

export function licenceKind(licence: string | null): TLicenceKind {
  if (!licence) return 'unknown';
  if (NONCOMMERCIAL.test(licence)) return 'noncommercial';
  if (OPEN.test(licence)) return 'open';
  return 'custom';
}
