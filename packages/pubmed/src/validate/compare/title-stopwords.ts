/** Words whose change never changes what a title says. */
export const TITLE_STOPWORDS: ReadonlySet<string> = new Set(
  'a an the of in on for and or to with by at from as is are was were be been its it their his her our this that these those between among into via vs versus using after during within without about than than through under over not no new'.split(
    ' ',
  ),
);
