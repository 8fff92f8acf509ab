import { useRouter } from 'next/compat/router';
import { useId, useState, type FormEvent } from 'react';
import { Button, FormError, TextField, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { lookupFediverseAccount } from '@/services/federation';
import styles from './Profile.module.css';

/**
 * "Follow someone on the fediverse" (issue 38; docs/features/federation.md "Following accounts
 * elsewhere"), under the member's own Following list: a handle (`@ana@mastodon.social`) or the
 * address of a profile is looked up (POST /api/v3/federation/lookup) and the member is taken to
 * that account's profile here, whose Follow button follows it. A failure shows the error
 * catalogue's text (federation off, not a handle, not found).
 */
export function FollowFediverse() {
  const t = useT('profile');
  const router = useRouter();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const { busy, error, run } = useSubmit({ stayBusyOnSuccess: true });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = query.trim();
    if (typed === '') return;
    void run(async () => {
      const account = await lookupFediverseAccount(typed);
      // The page's router (null only where no page mounted one: the profile's component tests).
      await router?.push(`/user/${encodeURIComponent(account.userslug)}`);
    });
  };

  return (
    <form className={styles.fediverse} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId}>{t('fediverse.title')}</h3>
      <TextField
        label={t('fediverse.label')}
        name="fediverse-account"
        value={query}
        onChange={setQuery}
        hint={t('fediverse.hint')}
        placeholder="@name@mastodon.social"
        autoComplete="off"
        maxLength={300}
        required
      />
      <FormError message={error} />
      <Button type="submit" variant="secondary" busy={busy}>
        {t('fediverse.find')}
      </Button>
    </form>
  );
}
