import Head from 'next/head';
import { MemberNotFound } from '@/components/profile/MemberNotFound';
import { ProfileView, type ProfileViewProps } from '@/components/profile/ProfileView';
import { displayName } from '@/lib/names';
import { AppError } from '@/server/http/errors';
import { withAppConfig } from '@/server/ssr/appState';
import { userBySlug } from '@/server/users/service';

type ProfilePageProps = ({ slug: string; found: true } & ProfileViewProps) | { slug: string; found: false };

/** /user/{slug}: a member's profile; an unknown member answers 404. */
export const getServerSideProps = withAppConfig<ProfilePageProps>(async (ctx, { viewer }) => {
  const slug = String(ctx.params?.slug ?? '');
  try {
    const { badges, ...user } = await userBySlug(slug, viewer);
    return { props: { slug, found: true, user, badges } };
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 404) throw err;
    ctx.res.statusCode = 404;
    return { props: { slug, found: false } };
  }
});

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
