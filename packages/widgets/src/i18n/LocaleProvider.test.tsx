import { checkMessage, defineMessages } from '@pte-kit/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createWidgetLocale, LocaleProvider, useLocale, useT } from './LocaleProvider';
import { widgetCatalogues } from './catalogues';
import { commonMessages } from './messages';

const messages = defineMessages('common', { left: '{n, plural, one {# day} other {# days}} left' });

function Days({ n }: { n: number }) {
  const t = useT(commonMessages);
  const i18n = useLocale();
  return (
    <p dir={i18n.dir.value}>
      {t('close')} · {i18n.number(n)}
    </p>
  );
}

describe('useT and LocaleProvider', () => {
  it('speaks English without a provider', () => {
    render(<Days n={12} />);
    expect(screen.getByText('Close · 12')).toHaveAttribute('dir', 'ltr');
  });

  it('renders Persian with Persian digits after the host switches its model, loading the area on demand', async () => {
    const model = createWidgetLocale();
    render(
      <LocaleProvider model={model}>
        <Days n={12} />
        <button type="button" onClick={() => void model.setLocale('fa')}>فارسی</button>
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'فارسی' }));
    expect(await screen.findByText('بستن · ۱۲')).toHaveAttribute('dir', 'rtl');
  });

  it('follows a lang tag given to the provider (custom elements)', async () => {
    const { rerender } = render(<LocaleProvider locale="fa-IR"><Days n={3} /></LocaleProvider>);
    expect(await screen.findByText('بستن · ۳')).toBeInTheDocument();
    rerender(<LocaleProvider locale="en"><Days n={3} /></LocaleProvider>);
    expect(await screen.findByText('Close · 3')).toBeInTheDocument();
    await act(async () => {});
  });

  it('formats plural messages through t', () => {
    function Left() {
      const t = useT(messages);
      return <p>{t('left', { n: 1 })}</p>;
    }
    render(<Left />);
    expect(screen.getByText('1 day left')).toBeInTheDocument();
  });
});

describe('the widgets’ Persian catalogues', () => {
  it('parse, and translate every area they name', async () => {
    for (const [area, load] of Object.entries(widgetCatalogues.fa ?? {})) {
      const { default: catalogue } = await load();
      expect(Object.keys(catalogue).length, area).toBeGreaterThan(0);
      for (const [key, message] of Object.entries(catalogue)) expect(() => checkMessage(message), `${area}.${key}`).not.toThrow();
    }
  });

  it('parse in the chunk of the areas shown later (registered by useLaterArea)', async () => {
    const later = await import('./fa/later');
    expect(Object.keys(later).length).toBeGreaterThan(0);
    for (const [area, catalogue] of Object.entries(later)) {
      for (const [key, message] of Object.entries(catalogue)) expect(() => checkMessage(message), `${area}.${key}`).not.toThrow();
    }
  });
});
