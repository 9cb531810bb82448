// @vitest-environment node -- no DOM here: the node environment starts in a fraction of a page's time.
import { describe, expect, it } from 'vitest';
import { CJK_SCRIPT, TAMIL_SCRIPT, shareInScript, translationProblem } from './catalogChecks';

const bulk = '1 item selected |||| %{smart_count} items selected';
const bulkDelete = 'Delete %{name} |||| Delete %{smart_count} %{name}';

describe('translationProblem', () => {
  it('accepts sound translations', () => {
    expect(
      translationProblem('ta', bulk, '1 உருப்படி |||| %{smart_count} உருப்படிகள்'),
    ).toBeUndefined();
    expect(translationProblem('zh', bulk, '已选择 %{smart_count} 项')).toBeUndefined();
    expect(translationProblem('ms', 'Movie |||| Movies', 'Filem |||| Filem')).toBeUndefined();
    expect(translationProblem('zh', bulkDelete, '删除 %{smart_count} 个%{name}')).toBeUndefined();
    expect(translationProblem('ms', ' ', ' ')).toBeUndefined();
  });

  it('rejects empty and blank messages', () => {
    expect(translationProblem('ms', 'Save', '')).toBe('is empty');
    expect(translationProblem('ms', 'Save', '  ')).toBe('is blank');
  });

  it('rejects lost, renamed, extra or malformed placeholders', () => {
    expect(translationProblem('ta', 'Page %{page}', 'பக்கம்')).toMatch(/placeholders/);
    expect(translationProblem('ta', 'Page %{page}', 'பக்கம் %{பக்கம்}')).toMatch(/malformed/);
    expect(translationProblem('zh', 'Page %{page}', '第 %{pages} 页')).toMatch(/placeholders/);
    expect(translationProblem('ms', 'Page %{page}', 'Halaman %{page} %{total}')).toMatch(
      /placeholders/,
    );
    expect(translationProblem('ms', 'Page %{page}', 'Halaman %{page')).toMatch(/malformed/);
  });

  it("needs the 'many' form's placeholders in a single-form language", () => {
    expect(translationProblem('zh', bulk, '已选择项目')).toMatch(/needs \{smart_count\}/);
  });

  it('rejects distinct forms where only the first would ever show', () => {
    expect(
      translationProblem('ms', bulk, '1 item dipilih |||| %{smart_count} item dipilih'),
    ).toMatch(/only the first/);
  });

  it('wants both forms in Tamil, each with its own placeholders', () => {
    expect(translationProblem('ta', bulk, '%{smart_count} உருப்படிகள்')).toMatch(/1 plural form/);
    expect(translationProblem('ta', bulk, '%{smart_count} உருப்படி |||| உருப்படிகள்')).toMatch(
      /form 1/,
    );
    expect(translationProblem('ta', bulk, '1 உருப்படி |||| ')).toMatch(/empty plural form/);
  });
});

describe('shareInScript', () => {
  it('counts the values written in a script', () => {
    expect(shareInScript(['சேமி', 'Save', '16:9', 'மூடு'], TAMIL_SCRIPT)).toBe(0.5);
    expect(shareInScript(['保存', '关闭', 'OK'], CJK_SCRIPT)).toBeCloseTo(2 / 3);
    expect(shareInScript([], CJK_SCRIPT)).toBe(0);
  });
});
