import { Anchor, Text } from '@mantine/core';

/** http(s) URLs in a plain-text mail; what ends a sentence ('.', ')', ',') is not part of the link. */
const urlPattern = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** Splits a plain-text body into text and links, in order. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let at = 0;
  for (const match of text.matchAll(urlPattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match[0], href: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * The mail's plain-text body with its links clickable. Never the mail's HTML: text and anchors are
 * React elements, so nothing in a mail (a dealer's name, a comment) can run or restyle the page.
 */
export function MailBody({ text }: { text: string }) {
  return (
    <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
