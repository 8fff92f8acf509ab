import { useRouter } from 'next/router';
import type { FormState } from '@/components/ui/useForm';
import { editBody, topicBody } from '@/lib/discussions/schemas';
import type { PostType } from '@/lib/discussions/types';
import { checkForm } from '@/lib/errors/validation';
import { said } from '@/lib/i18n/said';
import { heldPostsPath } from '@/lib/review/mine';
import { addToast } from '@/store/toasts/slice';
import { publishTopic, saveDraft, type selectComposer, type SubmitKind } from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import { FIELD_ORDER, buildTopicInput, fieldForErrorKey, firstInvalid, normalizeTag, tagError, validateComposer, type ComposerField, type ComposerValues, type EditablePost } from './model';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';

/** The composer field a request-schema path ('title', 'metaData.url', 'projects.0') is about. */
function fieldOfPath(path: string, postType: PostType): ComposerField | null {
  const [head] = path.split('.');
  if (head === 'metaData') return postType === 'podcast' ? 'audioUrl' : postType === 'link' ? 'linkUrl' : null;
  if (head === 'projects') return 'projectId';
  return FIELD_ORDER.find((field) => field === head) ?? null;
}

interface SubmitParts {
  form: FormState<ComposerValues>;
  slice: ReturnType<typeof selectComposer>;
  editing: EditablePost | null;
  /** The tag typed but not yet added (it counts). */
  tagText: string;
  setTagText: (text: string) => void;
  focusField: (field: ComposerField) => void;
  showError: (field: ComposerField, message: string | null | undefined) => void;
}

/**
 * Publish or save draft (R7.2): the composer's own checks, then the server's request schema, each
 * message next to its field (focused); the server's refusal shows next to its field too (R8.2).
 * Publishing goes to the topic; a saved draft's id goes into the address so reloading resumes it.
 */
export function useComposerSubmit({ form, slice, editing, tagText, setTagText, focusField, showError }: SubmitParts) {
  const dispatch = useAppDispatch();
  const errorTexts = useErrorTexts();
  const router = useRouter();
  const { user } = useAppSelector(selectLogin);
  const { values, setValues, setErrors } = form;
  const keptPost = slice.pid !== null;

  function refused(key: string | null | undefined, message: string | undefined) {
    const field = fieldForErrorKey(key, values.postType);
    if (field && message) {
      showError(field, message);
      focusField(field);
    }
  }

  /** The values to send (with the pending tag added), or null when a check failed (and says so). */
  function checked(kind: SubmitKind) {
    // A tag typed but not yet added counts.
    let tags = values.tags;
    const pending = normalizeTag(tagText);
    if (pending) {
      const problem = tagError(pending, tags, errorTexts);
      if (problem) {
        showError('tags', problem);
        focusField('tags');
        return null;
      }
      if (!tags.includes(pending)) tags = [...tags, pending];
      setTagText('');
    }
    const next = { ...values, tags };
    setValues(next);

    const found = validateComposer(next, errorTexts);
    setErrors(found);
    const first = firstInvalid(found);
    if (first) {
      focusField(first);
      return null;
    }
    if (slice.upload.status === 'uploading') {
      form.setError(errorTexts.errorText('still-uploading'));
      return null;
    }

    const input = buildTopicInput(next, { draft: kind === 'draft', editing: keptPost, previous: editing });
    // The server's schema for this request: its message, next to the field it is about.
    const schemaRefusal = checkForm(keptPost ? editBody : topicBody, input, errorTexts);
    if (schemaRefusal) {
      const field = fieldOfPath(schemaRefusal.field, next.postType);
      if (field) {
        showError(field, schemaRefusal.message);
        focusField(field);
      } else {
        form.setError(schemaRefusal.message);
      }
      return null;
    }
    return input;
  }

  return async function submit(kind: SubmitKind) {
    if (slice.submitting) return;
    form.setError(null);
    const input = checked(kind);
    if (!input) return;

    if (kind === 'publish') {
      const result = await dispatch(publishTopic(input));
      if (publishTopic.fulfilled.match(result)) {
        if (result.payload.held) {
          // Held for review (issue 35): the member learns why they do not see it yet, and where it waits.
          const link = user ? { href: heldPostsPath(user.userslug), label: said('composer', 'heldLink') } : undefined;
          dispatch(addToast(said('composer', 'held'), 'success', link));
          await router.push('/discussions');
          return;
        }
        await router.push(result.payload.url);
        return;
      }
      refused(result.payload?.key, result.payload?.message);
    } else {
      const result = await dispatch(saveDraft(input));
      if (saveDraft.fulfilled.match(result)) {
        // The address names the draft, so reloading the page resumes it.
        if (router.query.pid !== String(result.payload.pid)) {
          void router.replace({ pathname: '/compose', query: { pid: result.payload.pid } }, undefined, { shallow: true });
        }
        return;
      }
      refused(result.payload?.key, result.payload?.message);
    }
  };
}
