import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchRank } from '../search-rank.js';

const monsoon = { title: 'Monsoon Express', genres: ['Comedy', 'Thriller'], languages: ['Hindi'] };
const ironMonsoon = { title: 'Iron Monsoon', genres: ['Action', 'Sports'], languages: ['Bengali'] };
const codeRed = { title: 'Code Red: Mumbai', genres: ['Action', 'Thriller'], languages: ['Hindi'] };
const kaadu = { title: 'Kaadu', genres: ['Adventure', 'Thriller'], languages: ['Tamil'] };
const noLanguage = { title: 'Midnight at Marine Drive', genres: ['Romance', 'Drama'], languages: [] };

describe('searchRank', () => {
  test('one typo per word is forgiven: insertion, deletion, substitution, transposition', () => {
    for (const typo of ['monson', 'monsooon', 'monsoan', 'mosnoon', 'MONSON', 'monson expres', 'monsoon exprses']) {
      assert.notEqual(searchRank(monsoon, typo), undefined, typo);
    }
    assert.notEqual(searchRank(kaadu, 'kadu'), undefined, 'a 4-letter word may carry a typo');
  });

  test('a word typed so far matches with one typo too, as search runs while typing', () => {
    for (const partial of ['monso', 'mosno', 'monsn', 'exprs']) assert.notEqual(searchRank(monsoon, partial), undefined, partial);
  });

  test('two typos in a word, a typo in a short word, or a word that is not there do not match', () => {
    for (const miss of ['mnsn', 'moonsun', 'monsoon xpresso', 'kad', 'rde', 'lighthouse']) {
      assert.equal(searchRank(monsoon, miss), undefined, miss);
    }
    assert.equal(searchRank(kaadu, 'kad'), undefined, 'under 4 letters a word must be typed exactly');
  });

  test('exact title, then title start, then a word start, then text inside, then typo matches', () => {
    assert.equal(searchRank(monsoon, 'monsoon express'), 0);
    assert.equal(searchRank(monsoon, 'Monsoon'), 1);
    assert.equal(searchRank(ironMonsoon, 'monsoon'), 2);
    assert.equal(searchRank(codeRed, 'red: mum'), 3);
    assert.equal(searchRank(monsoon, 'thrill'), 4);
    assert.equal(searchRank(monsoon, 'monson'), 5);
    assert.equal(searchRank(monsoon, 'thriler'), 6);
    const order = [monsoon, ironMonsoon].map((movie) => searchRank(movie, 'monsoon')!);
    assert.ok(order[0] < order[1], 'a title starting with the query comes before one containing it');
  });

  test('case, accents and a missing language are handled; an empty query matches nothing', () => {
    assert.equal(searchRank({ ...kaadu, title: 'Kaádu' }, 'KAADU'), 0);
    assert.equal(searchRank(noLanguage, 'drama'), 4);
    assert.equal(searchRank(noLanguage, '   '), undefined);
    assert.equal(searchRank(noLanguage, '%'), undefined);
  });
});
