import { LIMITS } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../private/Button';
import { addImages } from './commentImages';
import * as styles from './CommentsSection.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { commonMessages, useLocale, useT } from '../i18n';
import { commentsMessages } from './messages';
import { useLaterArea } from '../i18n/later';

export interface CommentFormProps {
  /** Label of the text box, e.g. 'Comment' or 'Reply'. */
  label: string;
  /** Sends the text (trimmed) and images; resolves true when saved, which clears the form. */
  onSubmit: (text: string, images: File[]) => Promise<boolean>;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

function ImagePreview({ file, onRemove, removeLabel }: { file: File; onRemove: () => void; removeLabel: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and some embedded contexts have no object URLs; the file name still shows.
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL?.(objectUrl);
  }, [file]);
  return (
    <li className={styles.preview}>
      {url ? <img className={styles.previewImage} src={url} alt={file.name} width={72} height={72} /> : <span className={styles.previewName}>{file.name}</span>}
      <Button variant="ghost" size="sm" aria-label={removeLabel} onClick={onRemove}>×</Button>
    </li>
  );
}

/** Text (at most 2000 characters, with a counter) and up to 3 images: the form of a new comment or reply (spec §5). */
export function CommentForm({ label, onSubmit, onCancel }: CommentFormProps) {
  const textId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useLaterArea('comments');
  const t = useT(commentsMessages);
  const common = useT(commonMessages);
  const i18n = useLocale();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Clearing the input lets the learner pick the same file again after removing it.
    event.target.value = '';
    const result = addImages(images, picked, {
      tooLarge: (name) => t('tooLarge', { name }),
      wrongType: (name) => t('wrongType', { name }),
      tooMany: (n) => t('tooMany', { n }),
    });
    setImages(result.images);
    setErrors(result.errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || sending) return;
    setSending(true);
    const saved = await onSubmit(trimmed, images);
    setSending(false);
    if (saved) {
      setText('');
      setImages([]);
      setErrors([]);
    }
  };

  const full = images.length >= LIMITS.commentImages;

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={sending || undefined}>
      <label htmlFor={textId} className={styles.formLabel}>{label}</label>
      <textarea
        id={textId}
        className={styles.textarea}
        value={text}
        maxLength={LIMITS.commentChars}
        rows={4}
        aria-describedby={counterId}
        disabled={sending}
        onChange={(event) => setText(event.target.value.slice(0, LIMITS.commentChars))}
      />
      <p id={counterId} className={styles.counter}>
        {i18n.number(text.length, { useGrouping: false })}/{i18n.number(LIMITS.commentChars, { useGrouping: false })}
        <VisuallyHidden>{t('characters')}</VisuallyHidden>
      </p>
      {images.length ? (
        <ul className={styles.previews} aria-label={t('attached')}>
          {images.map((file, index) => (
            <ImagePreview key={`${file.name}-${index}`} file={file} removeLabel={t('remove', { name: file.name })} onRemove={() => setImages((kept) => kept.filter((_, at) => at !== index))} />
          ))}
        </ul>
      ) : null}
      <div role="alert">
        {errors.length ? (
          <ul className={styles.errors}>
            {errors.map((message) => <li key={message}>{message}</li>)}
          </ul>
        ) : null}
      </div>
      <div className={styles.formActions}>
        <input
          ref={fileInput}
          type="file"
          className={styles.fileInput}
          accept={LIMITS.imageTypes.join(',')}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          data-testid="comment-image-input"
          onChange={onPick}
        />
        <Button variant="secondary" size="sm" disabled={full || sending} onClick={() => fileInput.current?.click()}>
          {t('addImages', { n: images.length, max: LIMITS.commentImages })}
        </Button>
        <span className={styles.spacer} />
        {onCancel ? <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>{common('cancel')}</Button> : null}
        <Button type="submit" size="sm" disabled={!text.trim() || sending} aria-busy={sending || undefined}>
          {sending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
