import { MantineProvider, Notification } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { useLocalisedTheme } from './use-localised-theme.ts';

function Themed({ label }: { label?: string }) {
  return (
    <MantineProvider theme={useLocalisedTheme()}>
      <Notification
        title="t"
        onClose={() => {}}
        {...(label ? { closeButtonProps: { 'aria-label': label } } : {})}
      >
        body
      </Notification>
    </MantineProvider>
  );
}

const closeButton = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';

describe('the localised theme', () => {
  it('names every notification’s close button in the page language, unless the screen named it', async () => {
    await i18n.changeLanguage('ko');
    await i18n.loadNamespaces('common');
    const expected = i18n.t('actions.close', { ns: 'common' });
    expect(expected).not.toBe('actions.close');
    const render = (label?: string) =>
      renderToStaticMarkup(
        <I18nextProvider i18n={i18n}>
          <Themed {...(label ? { label } : {})} />
        </I18nextProvider>,
      );
    expect(closeButton(render())).toContain(`aria-label="${expected}"`);
    expect(closeButton(render('Dismiss'))).toContain('aria-label="Dismiss"');
  });
});
