import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** "Last updated" date of a policy; none on help and company pages. */
  updated?: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** Section headings numbered (policies) or not (questions, topics). */
  numbered?: boolean;
  /** Anything after the sections (e.g. data read from the API). */
  children?: ReactNode;
}

/** A readable long-form page: sections at a comfortable line length. */
export function LegalPage({ title, updated, intro, sections, numbered = true, children }: Props) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, sm: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 } }}>
        {title}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Last updated: {updated}
        </Typography>
      )}
      <Typography component="div" sx={{ mt: 3, color: 'text.secondary', lineHeight: 1.8 }}>{intro}</Typography>
      <Divider sx={{ my: 4 }} />
      {sections.map((section, index) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {numbered ? `${index + 1}. ${section.heading}` : section.heading}
          </Typography>
          <Box sx={{ color: 'text.secondary', lineHeight: 1.8, '& p': { mt: 0, mb: 1.5 }, '& ul': { pl: 3, mt: 0 } }}>
            {section.body}
          </Box>
        </Box>
      ))}
      {children}
    </Container>
  );
}
