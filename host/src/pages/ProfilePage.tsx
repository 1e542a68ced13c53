import { useState, type FormEvent } from 'react';
import { PTE_TYPES, errorMessage, type PteType } from '@pte-kit/core';
import { useApp } from '../appContext';
import * as styles from './pages.css';

export function ProfilePage() {
  const { client, user, setUser, toast } = useApp();
  const [nickname, setNickname] = useState(user!.profile.nickname);
  const [pteType, setPteType] = useState<PteType>(user!.profile.pteType);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      setUser(await client.updateProfile({ nickname, pteType }));
      toast('success', 'Settings updated successfully');
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update settings', 'api'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`${styles.card} ${styles.section}`} onSubmit={onSubmit} noValidate>
      <h1 className={styles.title}>Profile setting</h1>
      <label className={styles.field}>
        Nickname
        <input className={styles.input} value={nickname} maxLength={60} onChange={(event) => setNickname(event.target.value)} required />
      </label>
      <label className={styles.field}>
        Exam type
        <select className={styles.input} value={pteType} onChange={(event) => setPteType(event.target.value as PteType)}>
          {PTE_TYPES.map((type) => <option key={type} value={type}>{type}</option>)}
        </select>
      </label>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <button type="submit" className={styles.primaryButton} disabled={saving || !nickname.trim()}>Save</button>
    </form>
  );
}
