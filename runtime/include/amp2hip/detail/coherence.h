// amp2hip runtime: the coherence state machine of one data source.
//
// A data source (host memory under an array_view, or an array's storage) may
// have a copy in several locations: location 0 is the host, location d + 1 is
// accelerator d. Each copy is Modified (the only valid copy, newer than the
// others), Shared (valid, equal to every other valid copy) or Invalid -- the
// MSI protocol, as HCC's array_view did. This class only decides; it neither
// allocates nor copies, so it is pure and unit-testable without a GPU. The
// caller performs the transfer that acquire() asks for.
#pragma once

#include <cstdint>

namespace amp2hip {
namespace detail {

class coherence {
public:
  enum class state : std::uint8_t { invalid, shared, modified };
  enum class access : std::uint8_t { read, read_write };
  static constexpr int max_locations = 17; // host + 16 accelerators
  static constexpr int host = 0;
  static constexpr int no_transfer = -1;

  // The data starts valid (and only valid) at `origin`.
  explicit coherence(int origin) {
    for (auto &s : states_)
      s = state::invalid;
    states_[origin] = state::modified;
  }

  state at(int loc) const { return states_[loc]; }
  bool valid(int loc) const { return states_[loc] != state::invalid; }
  // True when `loc` holds the only valid copy (a write there needs no
  // invalidation elsewhere).
  bool exclusive(int loc) const { return states_[loc] == state::modified; }

  // Makes `loc` usable for `mode`. Returns the location to copy the data
  // from before using `loc`, or no_transfer when `loc` is already valid or
  // no location holds meaningful data (after discard()).
  int acquire(int loc, access mode) {
    int from = no_transfer;
    if (!valid(loc)) {
      from = any_valid();
      if (from == no_transfer) {
        // Nothing meaningful anywhere (discarded): `loc` becomes the owner
        // of whatever it holds; no copy.
        states_[loc] = state::modified;
        return no_transfer;
      }
    }
    if (mode == access::read_write) {
      for (auto &s : states_)
        s = state::invalid;
      states_[loc] = state::modified;
    } else if (from != no_transfer) {
      states_[from] = state::shared;
      states_[loc] = state::shared;
    }
    return from;
  }

  // The contents no longer matter: the next acquire anywhere copies nothing.
  void discard() {
    for (auto &s : states_)
      s = state::invalid;
  }

  // `loc` was written behind the protocol's back (array_view::refresh(), a
  // whole-buffer copy into it): it becomes the only valid copy, no transfer.
  void reset(int loc) {
    discard();
    states_[loc] = state::modified;
  }

  // When the last view of a source goes away: the location to copy back to
  // `home` from, or no_transfer when `home` is current (or nothing is).
  int write_back_source(int home) const {
    return valid(home) ? no_transfer : any_valid();
  }

  // Forgets the copy at `loc` (its storage is being freed). If it was the
  // only valid copy the data is lost, so callers write it back first.
  void drop(int loc) { states_[loc] = state::invalid; }

private:
  int any_valid() const {
    // Prefer a Modified copy, then any Shared one.
    for (int l = 0; l < max_locations; ++l)
      if (states_[l] == state::modified)
        return l;
    for (int l = 0; l < max_locations; ++l)
      if (states_[l] == state::shared)
        return l;
    return no_transfer;
  }

  state states_[max_locations];
};

} // namespace detail
} // namespace amp2hip
