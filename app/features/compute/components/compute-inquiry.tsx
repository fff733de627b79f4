// The inquiry about an offer (or about the assistant's result): the site's lead form (docs/decisions/034), kind
// `compute`, with the offer's id as its subject, landing in the staff console's lead list.
import { LeadForm } from '~/features/leads/components/lead-form';
import { FormattedMessage } from '~/i18n/intl';

export function ComputeInquiry({ subject, subjectTitle }: { subject?: string; subjectTitle?: string }) {
  return (
    <section className="mt-10 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800" aria-labelledby="compute-inquiry" data-testid="compute-inquiry">
      <h2 id="compute-inquiry" className="text-lg font-semibold">
        <FormattedMessage id="compute.inquiry.title" />
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-400">
        {subjectTitle ? <FormattedMessage id="compute.inquiry.aboutOffer" values={{ title: subjectTitle }} /> : <FormattedMessage id="compute.inquiry.about" />}
      </p>
      <LeadForm kind="compute" subject={subject} testIdPrefix="compute" placeholderId="compute.inquiry.placeholder" />
    </section>
  );
}
