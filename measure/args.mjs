/**
 * The command line of a measuring command, read the same way by every command of this folder: `--name value`
 * options and bare `--flag`s after the command's name (measure/cli.mjs passes them through).
 */
export const args = process.argv.slice(2);

/**
 * The value given after `--name`, or `fallback` when the option is absent. The option and its value leave `args`,
 * so that what remains there are the flags and the positional arguments (paths, for most commands).
 */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
}
