"""The measurement harness (``python -m tests.bench``): benchmarks, hostile codes, autosave kill trials, the
share-code models' trainer and the phone build's figures. Dev only: not in the wheel, never imported by the app."""
