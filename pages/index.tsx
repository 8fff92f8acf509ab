import type { GetServerSideProps } from 'next';

/** The site opens on the discussions feed: a permanent redirect (308), so search engines index the feed. */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/discussions', permanent: true },
});

export default function Home() {
  return null;
}
