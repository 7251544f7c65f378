// The JSX runtime is named here too: tsx run from the repository root (the bench scripts) reads no
// tsconfig that sets it.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import { accountName, type Language } from '@yolcu/contract';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { translate } from '../lib/i18n.js';

/**
 * The frame every mail shares, built with React Email: its components write the tables and inline
 * styles mail clients accept, and React escapes every text and link, so no template writes HTML by hand.
 */
const ink = '#0f1a2a';
const muted = '#5a6677';
export const styles = {
  text: { fontSize: '15px', lineHeight: '22px', color: ink, margin: '0 0 12px' },
  line: { fontSize: '15px', lineHeight: '22px', color: ink, margin: '0 0 4px' },
  big: { fontSize: '20px', lineHeight: '28px', color: ink, fontWeight: 'bold', margin: '16px 0' },
  strong: { fontSize: '15px', lineHeight: '22px', color: ink, fontWeight: 'bold', margin: '16px 0 12px' },
  title: { fontSize: '16px', lineHeight: '22px', color: ink, margin: '16px 0 4px' },
  muted: { fontSize: '14px', lineHeight: '20px', color: muted, margin: '16px 0 0' },
  /** The highlighted box (meeting instructions, the refund): a table cell, so blocks stay inside it. */
  note: { backgroundColor: '#fff8e1', borderRadius: '8px', padding: '12px 16px', margin: '12px 0' },
  /** A one-time code, large and spaced so it is read and typed digit by digit. */
  code: {
    fontSize: '26px',
    lineHeight: '34px',
    color: ink,
    fontWeight: 'bold',
    letterSpacing: '4px',
    margin: '4px 0 16px',
  },
  small: { fontSize: '13px', lineHeight: '18px', color: muted, margin: '8px 0 0' },
} satisfies Record<string, CSSProperties>;

/** The mail's page: language, preview line, a white column up to 600 px and the signature. */
export function MailLayout(props: { lang: Language; preview: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Html lang={props.lang}>
      <Head>
        {/* A phone that opens the mail as a page lays it out at its own width, not a desktop's. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        style={{ backgroundColor: '#f4f6f9', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '12px 0' }}
      >
        <Container
          style={{ backgroundColor: '#ffffff', borderRadius: '12px', maxWidth: '600px', padding: '20px 20px' }}
        >
          {props.children}
          <Text style={styles.muted}>{translate(props.lang, 'mail.signature')}</Text>
          {props.footer}
        </Container>
      </Body>
    </Html>
  );
}

/** The one action of a mail, as a button that also works where styles are dropped (a plain link). */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: '#0b5cad',
          borderRadius: '10px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 'bold',
          padding: '12px 18px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
    </Section>
  );
}

/** A line's addresses as links (the ride suggestions carry theirs inside the sentence). */
function withLinks(line: string): ReactNode[] {
  return line.split(/(https?:\/\/\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={part} style={{ color: '#0b5cad', wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

/** A titled block of lines; `note` draws it as the highlighted box. */
export function LinesBlock({ title, lines, note }: { title?: string; lines: string[]; note?: boolean }) {
  return (
    <>
      {title ? (
        <Heading as="h3" style={styles.title}>
          {title}
        </Heading>
      ) : null}
      <Section style={note ? styles.note : { margin: '0 0 8px' }}>
        {lines.map((line, i) => (
          <Text key={i} style={styles.line}>
            {withLinks(line)}
          </Text>
        ))}
      </Section>
    </>
  );
}

/** The doctype React Email's `render` puts before a mail, for the mail clients that want XHTML. */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part of a mail, drawn at once: React Email's `render` imported react-dom/server again
 * and streamed each mail through Suspense, a third of a booking confirmation's cost (issue 21).
 * These components are all synchronous, so the markup is the same without the stream's markers.
 */
export const mailMarkup = (mail: ReactElement) => `${XHTML_DOCTYPE}${renderToStaticMarkup(mail)}`;
export const mailHtml = async (mail: ReactElement) => mailMarkup(mail);

/**
 * "Hello {0},": translate() fills {0} from the token's own parameters (empty without them), so the
 * name goes in afterwards through a marker, taken literally whatever characters it holds.
 */
/** Built once: a zod schema costs more to build than to run, and every mail greets. */
const ACCOUNT_NAME = accountName();

export const hello = (lang: Language, firstName: string) =>
  ACCOUNT_NAME.safeParse(firstName).success
    ? translate(lang, 'mail.hello|{name}').replace('{name}', () => firstName)
    : // A name written before names were checked (issue 36) may hold a link or line breaks: the
      // mail greets without it rather than print it first.
      translate(lang, 'mail.hello_plain');
