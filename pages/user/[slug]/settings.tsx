import Head from 'next/head';
import { SettingsView, type SettingsViewProps } from '@/components/profile/SettingsView';
import { displayName } from '@/lib/names';
import { AppError } from '@/server/http/errors';
import { withAppConfig } from '@/server/ssr/appState';
import { settingsBySlug, userBySlug } from '@/server/users/service';

/**
 * /user/{slug}/settings: your own profile fields and settings (administrators: anyone's, as the
 * API allows). Visitors sign in first; another member's settings answer 403, an unknown member 404.
 */
export const getServerSideProps = withAppConfig<SettingsViewProps>(async (ctx, { viewer }) => {
  const slug = String(ctx.params?.slug ?? '');
  if (!viewer) {
    return { redirect: { destination: `/login?returnTo=${encodeURIComponent(ctx.resolvedUrl)}`, permanent: false } };
  }
  try {
    const { uid, settings } = await settingsBySlug(viewer, slug);
    const user = await userBySlug(slug, viewer);
    return {
      props: {
        state: 'ok',
        slug: user.userslug,
        uid,
        own: viewer.uid === uid,
        name: displayName(user),
        settings,
        profile: {
          username: user.username,
          fullname: user.fullname,
          aboutme: user.aboutme,
          location: user.location,
          website: user.website,
          picture: user.picture,
        },
      },
    };
  } catch (err) {
    if (!(err instanceof AppError) || (err.status !== 403 && err.status !== 404)) throw err;
    ctx.res.statusCode = err.status;
    return { props: err.status === 403 ? { state: 'forbidden', slug } : { state: 'notFound', slug } };
  }
});

export default function UserSettingsPage(props: SettingsViewProps) {
  return (
    <main className="page">
      <Head>
        <title>Settings · Community</title>
      </Head>
      <SettingsView {...props} />
    </main>
  );
}
