import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleFooter } from './ConsoleFooter';
import { displayedVersion } from './footerVersion';
import { ShellConfigProvider } from './ShellConfigContext';
import { renderInAdmin } from './testing/shellTestKit';

function renderFooter(buildVersion: string | undefined) {
  renderInAdmin(
    <ShellConfigProvider value={{ buildVersion }}>
      <ConsoleFooter />
    </ShellConfigProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('the footer', () => {
  afterEach(cleanup);

  it('shows the copyright with the current year and the build version', () => {
    const footer = renderFooter('1.4.2');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('Version 1.4.2');
  });

  it.each(['%VERSION%', '0.0.0', '', '   ', '${BUILD_VERSION}', '__VERSION__'])(
    'hides the placeholder version %j',
    (version) => {
      const footer = renderFooter(version);
      expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
      expect(footer).not.toHaveTextContent('Version');
    },
  );

  it('hides the version when none is configured', () => {
    expect(renderFooter(undefined)).not.toHaveTextContent('Version');
  });
});

describe('displayedVersion', () => {
  it('keeps real versions, trimmed', () => {
    expect(displayedVersion(' 2.0.0-rc.1 ')).toBe('2.0.0-rc.1');
    expect(displayedVersion('0.1.0')).toBe('0.1.0');
    expect(displayedVersion('a1b2c3d')).toBe('a1b2c3d');
  });
});
