import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme';

/** Switches between the light and dark theme; the label says what a click does. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('nav.lightMode') : t('nav.darkMode');
  return (
    <button
      type="button"
      onClick={toggle}
      className={withLabel ? 'btn btn-ghost justify-start gap-3' : 'btn btn-ghost btn-circle'}
      aria-label={withLabel ? undefined : label}
      title={label}
      data-testid="theme-toggle"
    >
      {theme === 'dark' ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
      {withLabel && <span>{label}</span>}
    </button>
  );
}
