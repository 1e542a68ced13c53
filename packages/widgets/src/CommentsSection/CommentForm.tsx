import { LIMITS } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../private/Button';
import { addImages } from './commentImages';
import * as styles from './CommentsSection.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

export interface CommentFormProps {
  /** Label of the text box, e.g. 'Comment' or 'Reply'. */
  label: string;
  /** Sends the text (trimmed) and images; resolves true when saved, which clears the form. */
  onSubmit: (text: string, images: File[]) => Promise<boolean>;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
}

function ImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
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
      <Button variant="ghost" size="sm" aria-label={`Remove ${file.name}`} onClick={onRemove}>×</Button>
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

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Clearing the input lets the learner pick the same file again after removing it.
    event.target.value = '';
    const result = addImages(images, picked);
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
        {text.length}/{LIMITS.commentChars}
        <VisuallyHidden> characters</VisuallyHidden>
      </p>
      {images.length ? (
        <ul className={styles.previews} aria-label="Attached images">
          {images.map((file, index) => (
            <ImagePreview key={`${file.name}-${index}`} file={file} onRemove={() => setImages((kept) => kept.filter((_, at) => at !== index))} />
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
          Add images ({images.length}/{LIMITS.commentImages})
        </Button>
        <span className={styles.spacer} />
        {onCancel ? <Button variant="ghost" size="sm" onClick={onCancel} disabled={sending}>Cancel</Button> : null}
        <Button type="submit" size="sm" disabled={!text.trim() || sending} aria-busy={sending || undefined}>
          {sending ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
