// Undo and redo (issue 4): POST /api/undo, POST /api/redo.
export const historyContracts = {};
