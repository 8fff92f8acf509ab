import { useId, useRef, useState } from 'react';
import { Button, FormError, useSubmit } from '@/components/ui';
import { BUILTIN_AVATARS, initialsAvatarPath } from '@/lib/users/rules';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { uploadFile } from '@/services/discussions';
import { BUILTIN_AVATAR_ALT, NO_PICTURE } from './avatars';
import styles from './ProfileForm.module.css';

interface PicturePickerProps {
  /** Whose picture it is: their initials are one of the choices. */
  uid: number;
  /** The picture as saved: '' (none), a built-in picture, the member's initials or upload. */
  initial: string;
  onChange(picture: string): void;
  /** The picture's error (from the profile schema or the server). */
  error?: string;
}

interface Choice {
  src: string;
  alt: MessageKey<'onboarding'>;
}

/**
 * Picture (hardening 5): no picture, the member's own initials (drawn by the server from their
 * name), one of the built-in patterns, or an image they upload. Never an off-site address, and
 * never a picture showing someone else's initials. A radio group, so arrow keys move between them.
 */
export function PicturePicker({ uid, initial, onChange, error }: PicturePickerProps) {
  const t = useT('onboarding');
  const name = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const initials: Choice = { src: initialsAvatarPath(uid), alt: 'picture.initials' };
  const builtin = BUILTIN_AVATARS.map((avatar): Choice => ({ src: avatar.src, alt: BUILTIN_AVATAR_ALT[avatar.name] }));
  const fixed: Choice[] = [{ src: '', alt: NO_PICTURE.alt }, initials, ...builtin];
  // A picture that is none of the fixed choices (an earlier upload) stays on offer as "current".
  const [own, setOwn] = useState<Choice | null>(() =>
    fixed.some((c) => c.src === initial) ? null : { src: initial, alt: 'picture.current' },
  );
  const [choice, setChoice] = useState(initial);
  const uploading = useSubmit();

  function choose(next: string) {
    setChoice(next);
    onChange(next);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    // A failure's message shows under the pictures (`uploading.error`).
    await uploading.run(async () => {
      const [stored] = await uploadFile(file);
      if (!stored) throw new Error(t('picture.failed'));
      setOwn({ src: stored.url, alt: 'picture.uploaded' });
      choose(stored.url);
    });
    if (fileRef.current) fileRef.current.value = '';
  }

  const options = own ? [...fixed, own] : fixed;

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('picture.legend')}</legend>
      <div className={styles.avatarGrid}>
        {options.map((option) => (
          <label key={option.src || 'none'} className={styles.avatarOption}>
            <input
              type="radio"
              name={name}
              value={option.src}
              checked={choice === option.src}
              onChange={() => choose(option.src)}
              className={styles.avatarRadio}
            />
            {/* eslint-disable-next-line @next/next/no-img-element -- small site pictures */}
            <img src={option.src || NO_PICTURE.src} alt={t(option.alt)} width={56} height={56} className={styles.avatarImage} />
          </label>
        ))}
      </div>
      <input
        ref={fileRef}
        id={`${name}-file`}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <div>
        <Button variant="secondary" busy={uploading.busy} busyLabel={t('picture.uploading')} onClick={() => fileRef.current?.click()}>
          {t('picture.upload')}
        </Button>
      </div>
      <FormError message={uploading.error ?? error} />
    </fieldset>
  );
}
