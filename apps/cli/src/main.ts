import { createProgram } from './program.ts';

await (await createProgram(process.argv)).parseAsync(process.argv);
