import { describe, expect, it } from 'vitest';
import {
  formatDiagnostic,
  fromEsbuildFailure,
  SiteError,
  toDiagnostics,
  toSiteError,
} from '../../src/generator/diagnostics';

/** An error as Node's fs reports it. */
function systemError(
  code: string,
  syscall: string,
  file: string,
  message: string,
): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${message}, ${syscall} '${file}'`), {
    code,
    syscall,
    path: file,
    errno: -1,
  });
}

describe('errors from the machine', () => {
  it.each([
    ['ENOSPC', 'write', 'no space left on device', 'The disk is full.'],
    ['EROFS', 'mkdir', 'read-only file system', 'The file system is read-only.'],
    ['EACCES', 'open', 'permission denied', 'Permission denied.'],
    ['EPERM', 'rename', 'operation not permitted', 'The operation is not permitted.'],
  ])(
    '%s is the user’s problem, naming the path and saying what to do',
    (code, syscall, message, hint) => {
      const error = toSiteError(
        systemError(code, syscall, '/srv/site/dist.tmp-1/index.html', message),
      );
      expect(error).toBeInstanceOf(SiteError);
      const text = formatDiagnostic(error!.diagnostics[0]!);
      expect(text).toContain('/srv/site/dist.tmp-1/index.html');
      expect(text).toContain(`${message} (${code})`);
      expect(text).toContain(`hint: ${hint}`);
    },
  );

  it('leaves other errors, and system errors without a path, to be reported as bugs', () => {
    expect(toSiteError(new Error('undefined is not a function'))).toBeUndefined();
    expect(
      toSiteError(
        Object.assign(new Error('The argument is invalid'), {
          code: 'ERR_INVALID_ARG_TYPE',
          path: '/x',
        }),
      ),
    ).toBeUndefined();
    expect(toSiteError(Object.assign(new Error('EACCES'), { code: 'EACCES' }))).toBeUndefined();
  });

  it('names both paths of a failed rename', () => {
    const error = Object.assign(systemError('EACCES', 'rename', '/a', 'permission denied'), {
      dest: '/b',
    });
    expect(toDiagnostics(error)[0]!.message).toContain('/a to /b');
  });
});

describe('an esbuild failure', () => {
  it('becomes one SiteError listing every message with its file, line and column', () => {
    const failure = Object.assign(new Error('Build failed with 2 errors'), {
      errors: [
        { text: 'Unexpected "}"', location: { file: 'styles/main.css', line: 3, column: 4 } },
        { text: 'Could not resolve "./gone.css"', location: null },
      ],
    });
    const error = fromEsbuildFailure(failure, {
      what: 'The stylesheet could not be bundled',
      file: 'styles/main.css',
      hint: 'Fix the CSS.',
    }) as SiteError;
    expect(error.diagnostics).toEqual([
      {
        message: 'The stylesheet could not be bundled: Unexpected "}".',
        file: 'styles/main.css',
        line: 3,
        column: 5,
        hint: 'Fix the CSS.',
      },
      {
        message: 'The stylesheet could not be bundled: Could not resolve "./gone.css".',
        file: 'styles/main.css',
        hint: 'Fix the CSS.',
      },
    ]);
    expect(error.cause).toBe(failure);
  });

  it('is returned as it is when esbuild threw something else', () => {
    const crash = new Error('The service was stopped');
    expect(fromEsbuildFailure(crash, { file: 'x', hint: 'y' })).toBe(crash);
  });
});
