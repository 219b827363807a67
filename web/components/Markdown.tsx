import { Typography } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

// Text written by others (plugin readmes) opens links elsewhere and passes no referrer or ranking.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * Markdown from untrusted authors: GitHub-flavoured, raw HTML shown as text, and the rendered tree
 * passed through rehype-sanitize (GitHub's allow-list), so no script, handler or javascript: URL survives.
 */
export function Markdown({ children, ...rest }: { children: string; 'data-testid'?: string }) {
  return (
    <Typography {...rest} style={{ overflowWrap: 'anywhere' }}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
