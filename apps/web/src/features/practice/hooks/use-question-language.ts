import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * The language questions are shown in: the learner's own choice for questions once made (kept in
 * localStorage `questionLanguage`), else the language of the interface, so a Hindi UI opens Hindi
 * questions first.
 */
export function useQuestionLanguage(): ['en' | 'hi', (lang: 'en' | 'hi') => void] {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<'en' | 'hi' | null>(() => {
    const kept = storage.get(STORAGE_KEYS.questionLanguage);
    return kept === 'hi' || kept === 'en' ? kept : null;
  });
  const set = (next: 'en' | 'hi') => {
    storage.set(STORAGE_KEYS.questionLanguage, next);
    setChosen(next);
  };
  return [chosen ?? (i18n.language === 'hi' ? 'hi' : 'en'), set];
}
