import { MemberNotFound } from '@/components/profile/MemberNotFound';
import { ProfileView } from '@/components/profile/ProfileView';
import { profileHead, profileJsonLd } from '@/components/profile/seo';
import { PageHead, useSiteOrigin } from '@/components/ui';
import { useLocale, useT } from '@/lib/i18n/useT';
import { withAppConfig } from '@/server/ssr/appState';
import type { ProfilePageProps } from '@/lib/users/types';
import { loadProfilePage } from '@/server/ssr/users';
import { useServerSeed } from '@/store/serverSeed';

/** /user/{slug}: a member's profile (server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadProfilePage, { messages: ['profile', 'discussions', 'topic'] });

export default function ProfilePage(props: ProfilePageProps) {
  const t = useT('profile');
  const locale = useLocale();
  useServerSeed(props.found ? props.seed : null);
  const origin = useSiteOrigin();
  return (
    <main className="page">
      {!props.found ? (
        <PageHead title={t('notFound.title')} noindex />
      ) : props.summary.remote ? (
        // A remote member (issue 38) is not this community's member: its page is not indexed.
        <PageHead title={profileHead(props.user, t, locale).title} noindex />
      ) : (
        <PageHead {...profileHead(props.user, t, locale)} jsonLd={profileJsonLd(props.user, origin)} />
      )}
      {props.found ? <ProfileView key={props.user.uid} user={props.user} badges={props.badges} summary={props.summary} /> : <MemberNotFound slug={props.slug} />}
    </main>
  );
}
