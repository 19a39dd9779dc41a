import { useState } from 'react';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** The language questions are shown in, kept in localStorage `questionLanguage` (en or hi). */
export function useQuestionLanguage(): ['en' | 'hi', (lang: 'en' | 'hi') => void] {
  const [lang, setLang] = useState<'en' | 'hi'>(() =>
    storage.get(STORAGE_KEYS.questionLanguage) === 'hi' ? 'hi' : 'en',
  );
  const set = (next: 'en' | 'hi') => {
    storage.set(STORAGE_KEYS.questionLanguage, next);
    setLang(next);
  };
  return [lang, set];
}
