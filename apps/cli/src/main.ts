import { createProgram } from './program.ts';

await createProgram().parseAsync(process.argv);
