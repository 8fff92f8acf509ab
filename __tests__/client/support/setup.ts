/** Client test project, after the framework is installed (jest `setupFilesAfterEnv`). */
import '@testing-library/jest-dom';
