import type { StepTexts } from '../step-texts.ts';

export const en = {
  step_set_names: {
    abstract: 'Abstract (Background, Method, Result, Conclusion)',
    main: 'Main body (Introduction, Method, Results, Discussion)',
  },
  step_names: {
    'front.title': 'Title',
    'front.running_title': 'Running title',
    'front.authors': 'Authors',
    'front.affiliations': 'Affiliations',
    'front.correspondence': 'Correspondence',
    'abstract.background': 'Background',
    'abstract.methods': 'Methods',
    'abstract.results': 'Results',
    'abstract.conclusions': 'Conclusions',
    'abstract.keywords': 'Keywords',
    'main.introduction': 'Introduction',
    'main.materials_and_methods': 'Materials and methods',
    'main.results': 'Results',
    'main.discussion': 'Discussion',
    'main.conclusions': 'Conclusions',
    'main.acknowledgements': 'Acknowledgements',
    'declaration.funding': 'Funding',
    'declaration.conflicts_of_interest': 'Conflicts of interest',
    'declaration.ethics': 'Ethics approval and consent',
    'declaration.data_availability': 'Data availability',
    'declaration.author_contributions': 'Author contributions',
    'back.references': 'References',
    'back.figure_legends': 'Figure legends',
    'back.appendix': 'Appendix',
  },
  bottom_bar: {
    'explain-required': 'This step is required. Drag at least one area before going on.',
    'pass-button': 'Skip',
    'confirm-button': 'Confirm',
  },
  pop_over: {
    title: 'Is the highlighted text the {step} of your manuscript?',
    confirm: 'Yes, confirm',
    deny: 'No, select again',
  },
  pop_over_fail: {
    title: 'No text was found for {step}. Drag the text that belongs to this step.',
    confirm: 'OK',
  },
  explain_bar: {
    'front.title': 'Drag the full title of the article.',
    'front.running_title': 'Drag the short or running title, if your manuscript has one.',
    'front.authors': 'Drag the list of author names.',
    'front.affiliations': 'Drag each author affiliation. You can drag several areas in this step.',
    'front.correspondence': 'Drag the details of the corresponding author (name, address, email).',
    'abstract.background': 'Drag the background, objective or aim of the abstract.',
    'abstract.methods':
      'Drag the part of the abstract that describes the methods, design, setting or participants.',
    'abstract.results': 'Drag the results or findings of the abstract.',
    'abstract.conclusions': 'Drag the conclusions or interpretation of the abstract.',
    'abstract.keywords': 'Drag the keywords.',
    'main.introduction': 'Drag the introduction or background section, including its heading.',
    'main.materials_and_methods': 'Drag the materials and methods section, including its heading.',
    'main.results': 'Drag the results section, including its heading.',
    'main.discussion': 'Drag the discussion section, including its heading.',
    'main.conclusions':
      'Drag the conclusions. If they are part of the discussion, you can drag them from the discussion text.',
    'main.acknowledgements': 'Drag the acknowledgements.',
    'declaration.funding': 'Drag the funding statement. It may also sit inside the methods section.',
    'declaration.conflicts_of_interest':
      'Drag the statement of competing interests. It may also sit inside the methods section.',
    'declaration.ethics':
      'Drag the ethics approval and consent statement. It may also sit inside the methods section.',
    'declaration.data_availability':
      'Drag the data and code availability statement. It may also sit inside the methods section.',
    'declaration.author_contributions':
      'Drag the statement of author contributions. It may also sit inside the methods section.',
    'back.references': 'Drag the reference list.',
    'back.figure_legends': 'Drag the figure titles and legends.',
    'back.appendix': 'Drag the appendices and supplementary notes.',
  },
} satisfies StepTexts;
