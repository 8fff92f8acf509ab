import { useId, useState } from 'react';
import { Field } from '@/components/ui';
import { DEFAULT_AVATARS, NO_PICTURE } from './avatars';
import styles from './ProfileForm.module.css';

const URL_CHOICE = 'url';

interface PicturePickerProps {
  /** The picture as saved: '' (none), a default avatar path, or any other URL. */
  initial: string;
  onChange(picture: string): void;
  /** The picture address's error (from the profile schema). */
  error?: string;
}

function initialChoice(picture: string): string {
  if (picture === '' || picture === NO_PICTURE.src) return '';
  return DEFAULT_AVATARS.some((a) => a.src === picture) ? picture : URL_CHOICE;
}

/**
 * Picture: one of the default avatars, no picture, or a picture URL (a radio group, so arrow keys
 * move between the choices).
 */
export function PicturePicker({ initial, onChange, error }: PicturePickerProps) {
  const name = useId();
  const [choice, setChoice] = useState(() => initialChoice(initial));
  const [url, setUrl] = useState(() => (initialChoice(initial) === URL_CHOICE ? initial : ''));

  function choose(next: string) {
    setChoice(next);
    onChange(next === URL_CHOICE ? url : next);
  }

  const options = [{ src: '', alt: NO_PICTURE.alt, preview: NO_PICTURE.src }, ...DEFAULT_AVATARS.map((a) => ({ ...a, preview: a.src }))];

  return (
    <fieldset className={styles.fieldset}>
      <legend>Picture</legend>
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
            {/* eslint-disable-next-line @next/next/no-img-element -- small static SVGs */}
            <img src={option.preview} alt={option.alt} width={56} height={56} className={styles.avatarImage} />
          </label>
        ))}
      </div>
      <label className="check">
        <input type="radio" name={name} value={URL_CHOICE} checked={choice === URL_CHOICE} onChange={() => choose(URL_CHOICE)} />
        Use a picture from a web address
      </label>
      {choice === URL_CHOICE && (
        <Field label="Picture URL" hint="An http(s) address of an image." error={error}>
          {(control) => (
            <input
              {...control}
              name="picture"
              type="text"
              inputMode="url"
              autoComplete="photo"
              maxLength={500}
              placeholder="https://example.org/me.png"
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                onChange(event.target.value);
              }}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}
