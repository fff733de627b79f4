// What a signed-out visitor sees on a personal page: 请先登录 (SPEC §8) and a way to the sign-in page.
import { LockKeyhole } from 'lucide-react';
import { FormattedMessage } from '~/i18n/intl';
import { Link } from 'react-router';
import { useSignInHref } from '~/i18n/use-lang';

export function SignInPrompt({ messageId }: { messageId: string }) {
  const signIn = useSignInHref();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900"
      data-testid="sign-in-prompt"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-600/10 text-brand-600 dark:text-brand-100">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">
        <FormattedMessage id="common.loginRequired" />
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id={messageId} />
      </p>
      <Link
        to={signIn}
        className="rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
        data-testid="sign-in-link"
      >
        <FormattedMessage id="common.signIn" />
      </Link>
    </div>
  );
}
