import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { LegalSection } from './read-legal-sections.ts';

interface LegalDocumentProps {
  /** Prefix of the section anchors, e.g. `terms` gives `#terms-1`. */
  idPrefix: string;
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
  contentsLabel: string;
  contactTitle: string;
  contactText: string;
  /** Shown as a mailto link once the site configuration has loaded. */
  contactEmail: string | undefined;
}

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (target === null) return;
  // Scroll in place instead of navigating, so the router does not treat the jump as a route change.
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** A legal text with numbered sections, a table of contents and a contact box. */
export function LegalDocument(props: LegalDocumentProps) {
  const {
    idPrefix,
    title,
    lastUpdated,
    intro,
    sections,
    contentsLabel,
    contactTitle,
    contactText,
    contactEmail,
  } = props;
  const sectionId = (index: number) => `${idPrefix}-${index + 1}`;
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            {lastUpdated}
          </Text>
        </Stack>

        {intro.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}

        <Paper component="nav" aria-label={contentsLabel} withBorder radius="md" p="lg">
          <Text fw={700} mb="xs">
            {contentsLabel}
          </Text>
          <List type="ordered" spacing={4} size="sm">
            {sections.map((section, index) => (
              <List.Item key={section.title}>
                <Anchor
                  href={`#${sectionId(index)}`}
                  onClick={(event) => scrollToSection(event, sectionId(index))}
                  size="sm"
                >
                  {section.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        {sections.map((section, index) => (
          <Stack
            key={section.title}
            component="section"
            id={sectionId(index)}
            tabIndex={-1}
            gap="sm"
            style={{ scrollMarginTop: 80 }}
          >
            <Title order={2} size="h3">
              {`${index + 1}. ${section.title}`}
            </Title>
            {section.body.map((block) =>
              typeof block === 'string' ? (
                <Text key={block}>{block}</Text>
              ) : (
                <List key={block.join('\n')} spacing={6} withPadding>
                  {block.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              ),
            )}
          </Stack>
        ))}

        <Paper withBorder radius="md" p="lg">
          <Text fw={700}>{contactTitle}</Text>
          <Text mt={4}>
            {contactText}{' '}
            {contactEmail !== undefined && (
              <Anchor href={`mailto:${contactEmail}`} data-testid="legal-contact-email">
                {contactEmail}
              </Anchor>
            )}
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
