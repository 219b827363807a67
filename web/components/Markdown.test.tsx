import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders headings, lists, tables and links', () => {
    renderUi(
      <Markdown data-testid="md">{'## Install\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSee [the docs](https://example.com/docs).'}</Markdown>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Install' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('keeps scripts, handlers and javascript: links out', () => {
    const { container } = renderUi(
      <Markdown>{'<script>window.hacked = 1</script>\n\n<img src="x" onerror="window.hacked = 2">\n\n[click](javascript:alert(1))'}</Markdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
