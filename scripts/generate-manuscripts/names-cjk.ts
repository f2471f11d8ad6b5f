import type { Person } from './names.ts';
import type { Random } from './random.ts';
import type { Language } from './section-words.ts';

interface NativeNames {
  family: string[];
  given: string[];
  /** Between family and given name: none in Korean and Chinese, a space in Japanese. */
  space: string;
  units: string[];
  /** Institution and city. */
  institutions: [string, string][];
  /** Between names of the byline, and between an affiliation's institution and its city. */
  list: string;
}

// Title pages of manuscripts written in Korean, Chinese or Japanese, in their own script: names without spaces
// (Korean, Chinese) or with the family name apart (Japanese), institutions named by their own words (대학교, 大学,
// 研究所), the list marks of the language (",", "，", "、").
const NATIVE: Partial<Record<Language, NativeNames>> = {
  ko: {
    family: ['김', '이', '박', '최', '정', '강', '조', '윤'],
    given: ['민준', '서연', '지우', '하은', '도윤', '수빈', '예준', '지민'],
    space: '',
    units: [
      '생명과학부',
      '환경공학과',
      '보건대학원',
      '지리학과',
      '의과대학 예방의학교실',
      '농업생명과학연구원',
    ],
    institutions: [
      ['서울대학교', '서울, 대한민국'],
      ['부산대학교', '부산, 대한민국'],
      ['한국과학기술원', '대전, 대한민국'],
      ['경북대학교', '대구, 대한민국'],
    ],
    list: ', ',
  },
  zh: {
    family: ['王', '李', '张', '刘', '陈', '杨', '赵', '黄'],
    given: ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '晓明', '建华'],
    space: '',
    units: ['生命科学学院', '环境科学与工程学院', '公共卫生学院', '地理科学学院', '遥感研究所'],
    institutions: [
      ['北京大学', '北京 100871'],
      ['中山大学', '广州 510275'],
      ['浙江大学', '杭州 310058'],
      ['中国科学院', '北京 100101'],
    ],
    list: '，',
  },
  ja: {
    family: ['佐藤', '鈴木', '高橋', '田中', '渡辺', '伊藤', '山本', '中村'],
    given: ['太郎', '花子', '健一', '由美', '翔太', '恵子', '大輔', '真理'],
    space: ' ',
    units: [
      '大学院農学生命科学研究科',
      '医学部公衆衛生学教室',
      '理学部地球惑星科学科',
      '環境科学研究センター',
    ],
    institutions: [
      ['東京大学', '東京'],
      ['京都大学', '京都'],
      ['北海道大学', '札幌'],
      ['国立環境研究所', 'つくば'],
    ],
    list: '、',
  },
};

/** Whether the language writes its title pages in a script of its own. */
export function hasNativeTitlePage(language: Language): boolean {
  return language in NATIVE;
}

/** Authors with names in the language's script; the e-mail handle stays in Latin letters. */
export function nativePeople(random: Random, language: Language, count: number): Person[] {
  const names = NATIVE[language];
  if (!names) return [];
  return Array.from({ length: count }, (_, i) => {
    const last = random.pick(names.family);
    const first = random.pick(names.given);
    const byline = `${last}${names.space}${first}`;
    return { first, last, initials: byline, byline, handle: `author${i + 1}` };
  });
}

/** An institution in the language's script ("서울대학교 생명과학부, 서울, 대한민국", "北京大学生命科学学院，北京 100871"). */
export function nativeAffiliation(random: Random, language: Language): string {
  const names = NATIVE[language];
  if (!names) return '';
  const [institution, city] = random.pick(names.institutions);
  // Korean puts a space between institution and unit; Chinese and Japanese write them as one word.
  const join = language === 'ko' ? ' ' : '';
  return `${institution}${join}${random.pick(names.units)}${names.list}${city}`;
}

/** Between two names of the byline. */
export function nativeListMark(language: Language): string {
  return NATIVE[language]?.list ?? ', ';
}
