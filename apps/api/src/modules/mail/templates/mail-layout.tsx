import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { MailSummaryTable, type MailSummary } from './mail-summary';
import { colors, font } from './mail-style';

/** The name the portal goes by in its header, its page titles and its mails' subjects. */
export const portalName = 'Dealer Portal';

export interface MailLayoutProps {
  /** What happened, in a few words: the heading, and the line an inbox shows beside the subject. */
  heading: string;
  /** The order's or request's summary under the body: facts, lines and totals (whichever it has). */
  summary?: MailSummary | undefined;
  /** The page the mail is about (a signed-out reader signs in first and lands on it). */
  button: { label: string; href: string };
  /** What happened, in sentences (MailText, Quoted). */
  children: ReactNode;
}

/**
 * Every product mail's HTML (docs/decisions/mail.md): the portal's name, a heading saying what
 * happened, the body, the summary, a button to the page, a footer. Styled like the web app
 * (Mantine's system font, its blue-8 buttons, gray borders), with inline styles mail clients keep.
 * Every value is a React child or prop, so whatever a user typed is escaped: markup prints as text.
 */
export function MailLayout({ heading, summary, button, children }: MailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{heading}</Preview>
      <Body style={{ margin: 0, padding: '24px 0', backgroundColor: colors.page, fontFamily: font, color: colors.text }}>
        <Container style={{ maxWidth: 640, backgroundColor: colors.paper, border: `1px solid ${colors.border}`, borderRadius: 8 }}>
          <Section style={{ padding: '14px 24px', borderBottom: `1px solid ${colors.border}` }}>
            <Text style={{ margin: 0, fontSize: 18, fontWeight: 700, lineHeight: 1.25 }}>{portalName}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px', overflowWrap: 'anywhere' }}>
            <Heading as="h1" style={{ margin: '16px 0', fontSize: 22, fontWeight: 700, lineHeight: 1.3 }}>
              {heading}
            </Heading>
            {children}
            {summary && <MailSummaryTable summary={summary} />}
            <Section style={{ margin: '24px 0 8px' }}>
              <Button
                href={button.href}
                style={{ backgroundColor: colors.primary, color: '#ffffff', borderRadius: 4, padding: '10px 18px', fontSize: 14, fontWeight: 600 }}
              >
                {button.label}
              </Button>
            </Section>
            <Text style={{ margin: '8px 0 0', fontSize: 12, color: colors.dimmed }}>
              Or open this address: <MailLink href={button.href} />
            </Text>
          </Section>
          <Hr style={{ margin: 0, borderColor: colors.border }} />
          <Text style={{ margin: 0, padding: '12px 24px', fontSize: 12, color: colors.dimmed }}>An automatic message from the {portalName}.</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the body. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ margin: '0 0 12px', fontSize: 15, lineHeight: 1.55 }}>{children}</Text>;
}

/** A link written out, in the portal's link colour (the address is what a reader sees). */
export function MailLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} style={{ color: colors.primary, textDecoration: 'underline' }}>
      {children ?? href}
    </Link>
  );
}

/** What someone wrote (a message, a reply, a reason), set apart and with its line breaks kept. */
export function Quoted({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        margin: '0 0 12px',
        padding: '8px 12px',
        borderLeft: `3px solid ${colors.border}`,
        backgroundColor: colors.page,
        fontSize: 14,
        lineHeight: 1.5,
        whiteSpace: 'pre-wrap',
      }}
    >
      {children}
    </Text>
  );
}
