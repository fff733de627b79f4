// Text pages (about, agreement, privacy): a title and numbered sections from the catalogues.
import { FormattedMessage } from '~/i18n/intl';
import { Breadcrumb } from './breadcrumb';
import { useT } from '~/i18n/use-t';

export function DocumentPage({ prefix, sections }: { prefix: string; sections: number }) {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: t(`${prefix}.title`) }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">
        <FormattedMessage id={`${prefix}.title`} />
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        <FormattedMessage id={`${prefix}.intro`} />
      </p>
      {Array.from({ length: sections }, (_, i) => i + 1).map((n) => (
        <section key={n} className="mt-8">
          <h2 className="text-lg font-semibold">
            <FormattedMessage id={`${prefix}.s${n}.title`} />
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">
            <FormattedMessage id={`${prefix}.s${n}.body`} />
          </p>
        </section>
      ))}
    </main>
  );
}
