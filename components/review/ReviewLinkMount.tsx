import { lazyView } from '@/lib/react/lazyView';
import { useAppSelector } from '@/store/hooks';

// The link and the review store load for moderators only: nobody else's page carries them.
const ReviewLink = lazyView(() => import('./ReviewLink'), { ssr: false });

/** The header's Review link, for moderators and administrators (their configuration carries a count). */
export function ReviewLinkMount() {
  const staff = useAppSelector((state) => typeof state.config.data?.user?.reviewCount === 'number');
  return staff ? <ReviewLink /> : null;
}
