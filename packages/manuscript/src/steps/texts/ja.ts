import type { StepTexts } from '../step-texts.ts';

export const ja = {
  step_set_names: {
    abstract: '要旨（背景、方法、結果、結論）',
    main: '本文（緒言、方法、結果、考察）',
  },
  step_names: {
    'front.title': 'タイトル',
    'front.running_title': '欄外見出し',
    'front.authors': '著者',
    'front.affiliations': '所属',
    'front.correspondence': '責任著者',
    'abstract.background': '背景',
    'abstract.methods': '方法',
    'abstract.results': '結果',
    'abstract.conclusions': '結論',
    'abstract.keywords': 'キーワード',
    'main.introduction': '緒言',
    'main.materials_and_methods': '材料と方法',
    'main.results': '結果',
    'main.discussion': '考察',
    'main.conclusions': '結論',
    'main.acknowledgements': '謝辞',
    'declaration.funding': '研究資金',
    'declaration.conflicts_of_interest': '利益相反',
    'declaration.ethics': '倫理承認と同意',
    'declaration.data_availability': 'データの利用可能性',
    'declaration.author_contributions': '著者の貢献',
    'back.references': '参考文献',
    'back.figure_legends': '図の説明',
    'back.appendix': '付録',
  },
  bottom_bar: {
    'explain-required': 'このステップは必須です。次に進む前に、少なくとも1か所をドラッグしてください。',
    'pass-button': 'スキップ',
    'confirm-button': '確認',
  },
  pop_over: {
    title: 'ハイライトされた部分は原稿の「{step}」で間違いありませんか？',
    confirm: 'はい、確認します',
    deny: 'いいえ、選び直します',
  },
  pop_over_fail: {
    title:
      '「{step}」に当たるテキストが見つかりませんでした。このステップに当たる部分をドラッグしてください。',
    confirm: 'OK',
  },
  explain_bar: {
    'front.title': '論文のタイトル全体をドラッグしてください。',
    'front.running_title': '原稿に欄外見出し（ランニングタイトル）があれば、ドラッグしてください。',
    'front.authors': '著者名の一覧をドラッグしてください。',
    'front.affiliations': '各著者の所属をドラッグしてください。このステップでは複数か所をドラッグできます。',
    'front.correspondence': '責任著者の連絡先（氏名、住所、メールアドレス）をドラッグしてください。',
    'abstract.background': '要旨の背景・目的の部分をドラッグしてください。',
    'abstract.methods': '要旨のうち、方法・デザイン・設定・対象者を述べた部分をドラッグしてください。',
    'abstract.results': '要旨の結果の部分をドラッグしてください。',
    'abstract.conclusions': '要旨の結論・解釈の部分をドラッグしてください。',
    'abstract.keywords': 'キーワードをドラッグしてください。',
    'main.introduction': '緒言（背景）のセクションを見出しごとドラッグしてください。',
    'main.materials_and_methods': '材料と方法のセクションを見出しごとドラッグしてください。',
    'main.results': '結果のセクションを見出しごとドラッグしてください。',
    'main.discussion': '考察のセクションを見出しごとドラッグしてください。',
    'main.conclusions':
      '結論をドラッグしてください。考察の中にある場合は、考察のテキストからドラッグできます。',
    'main.acknowledgements': '謝辞をドラッグしてください。',
    'declaration.funding':
      '研究資金に関する記載をドラッグしてください。方法のセクション内にある場合もあります。',
    'declaration.conflicts_of_interest':
      '利益相反に関する記載をドラッグしてください。方法のセクション内にある場合もあります。',
    'declaration.ethics':
      '倫理承認と同意に関する記載をドラッグしてください。方法のセクション内にある場合もあります。',
    'declaration.data_availability':
      'データとコードの利用可能性に関する記載をドラッグしてください。方法のセクション内にある場合もあります。',
    'declaration.author_contributions':
      '著者の貢献に関する記載をドラッグしてください。方法のセクション内にある場合もあります。',
    'back.references': '参考文献リストをドラッグしてください。',
    'back.figure_legends': '図のタイトルと説明をドラッグしてください。',
    'back.appendix': '付録と補足資料の説明をドラッグしてください。',
  },
} satisfies StepTexts;
