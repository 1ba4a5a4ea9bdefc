# Sourced by scripts/setup.sh and test/gpu/run.sh (which runs on the GPU
# machine, where only the working tree is available).
#
# find_nvcc: prints the nvcc to use ($NVCC, else nvcc on PATH, else CUDA's
# default install); fails when there is none.
find_nvcc() {
  if [[ -n "${NVCC:-}" ]]; then
    echo "$NVCC"
  elif command -v nvcc >/dev/null 2>&1; then
    command -v nvcc
  elif [[ -x /usr/local/cuda/bin/nvcc ]]; then
    echo /usr/local/cuda/bin/nvcc
  else
    return 1
  fi
}
