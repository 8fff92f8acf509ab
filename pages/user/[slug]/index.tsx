import Head from 'next/head';
import { MemberNotFound } from '@/components/profile/MemberNotFound';
import { ProfileView } from '@/components/profile/ProfileView';
import { displayName } from '@/lib/names';
import { withAppConfig } from '@/server/ssr/appState';
import type { ProfilePageProps } from '@/lib/users/types';
import { loadProfilePage } from '@/server/ssr/users';

/** /user/{slug}: a member's profile (server/ssr/users.ts). */
export const getServerSideProps = withAppConfig(loadProfilePage);

export default function ProfilePage(props: ProfilePageProps) {
  const title = props.found ? displayName(props.user) : 'Member not found';
  return (
    <main className="page">
      <Head>
        <title>{`${title} · Community`}</title>
      </Head>
      {props.found ? <ProfileView user={props.user} badges={props.badges} /> : <MemberNotFound slug={props.slug} />}
    </main>
  );
}
