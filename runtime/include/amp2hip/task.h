// amp2hip runtime: the Parallel Patterns Library's tasks (Visual C++'s
// <ppltasks.h>, which its <amp.h> includes: C++ AMP code reaches them
// through completion_future::to_task(), C++ AMP 1.2, 5.3), with PPL's
// semantics:
//   task<T>, create_task, .then (value-based and task-based continuations;
//   one that returns a task is unwrapped), wait/get/is_done, when_all,
//   when_any, && and ||, task_completion_event, task_from_result/exception,
//   cancellation_token(_source), cancel_current_task and
//   is_task_cancellation_requested.
//   - get() and wait() rethrow the exception the task's work threw; get()
//     of a canceled task throws task_canceled, wait() returns canceled;
//   - a value-based continuation of a task that threw or was canceled does
//     not run: it ends the same way; a task-based one runs and sees it;
//   - a task whose token is canceled before it starts does not run;
//   - work runs on a thread of its own, or on the thread that waits for it
//     first (msvc/ppl/task_state.h). Header-only, no oneTBB, valid C++11.
// The task_continuation_context is accepted and has no effect (there is no
// apartment to come back to on Linux). <amp2hip/msvc/ppltasks.h> is this
// with <concrt.h>.
#pragma once

#include <amp2hip/msvc/ppl/task_state.h>

#include <atomic>
#include <cstddef>
#include <future>
#include <iterator>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace Concurrency {

typedef task_group_status task_status;

template <typename T> class task;
template <typename T> class task_completion_event;

namespace amp2hip_ppl {
struct cancellation_state {
  std::atomic<bool> canceled{false};
};
} // namespace amp2hip_ppl

class cancellation_token {
public:
  static cancellation_token none() { return cancellation_token(nullptr); }
  bool is_canceled() const { return state && state->canceled; }
  bool is_cancelable() const { return state != nullptr; }
  bool operator==(const cancellation_token &other) const {
    return state == other.state;
  }
  bool operator!=(const cancellation_token &other) const {
    return state != other.state;
  }

private:
  friend class cancellation_token_source;
  explicit cancellation_token(
      std::shared_ptr<amp2hip_ppl::cancellation_state> state)
      : state(std::move(state)) {}
  std::shared_ptr<amp2hip_ppl::cancellation_state> state;
};

class cancellation_token_source {
public:
  cancellation_token_source()
      : state(std::make_shared<amp2hip_ppl::cancellation_state>()) {}
  cancellation_token get_token() const { return cancellation_token(state); }
  void cancel() const { state->canceled = true; }

private:
  std::shared_ptr<amp2hip_ppl::cancellation_state> state;
};

class task_continuation_context {
public:
  static task_continuation_context use_default() { return {}; }
  static task_continuation_context use_arbitrary() { return {}; }
  static task_continuation_context use_current() { return {}; }
};

namespace amp2hip_ppl {

// The token of the task whose work this thread runs.
inline cancellation_token &currentToken() {
  static thread_local cancellation_token token = cancellation_token::none();
  return token;
}

template <typename R> struct unwrapped { typedef R type; };
template <typename U> struct unwrapped<task<U>> { typedef U type; };

template <typename T> std::shared_ptr<task_state<T>> stateOf(const task<T> &t);

template <typename T> void copyResult(task_state<T> &to, task_state<T> &from) {
  if (!from.is_canceled() && !from.exception())
    to.setValue(from.get());
}
inline void copyResult(task_state<void> &, task_state<void> &) {}

// Settles \p state with \p work's result: a value, nothing, or the result
// of the task the work returned.
template <typename T, typename Work>
void settleWith(const std::shared_ptr<task_state<T>> &state, Work &work, T *) {
  state->setValue(work());
  state->finish(false, nullptr);
}
template <typename Work>
void settleWith(const std::shared_ptr<task_state<void>> &state, Work &work,
                void *) {
  work();
  state->finish(false, nullptr);
}
template <typename T, typename Work>
void settleWith(const std::shared_ptr<task_state<T>> &state, Work &work,
                task<T> *) {
  std::shared_ptr<task_state<T>> inner = stateOf(work());
  inner->onSettled([state, inner] {
    copyResult(*state, *inner);
    state->finish(inner->is_canceled(), inner->exception());
  });
}

// Runs \p work for \p state under \p token: task_canceled (thrown by
// cancel_current_task) cancels, another exception is kept for get().
template <typename T, typename Work>
void execute(const std::shared_ptr<task_state<T>> &state, Work work,
             const cancellation_token &token) {
  if (token.is_canceled()) {
    state->finish(true, nullptr);
    return;
  }
  cancellation_token outer = currentToken();
  currentToken() = token;
  typedef decltype(work()) Result;
  try {
    settleWith(state, work, static_cast<Result *>(nullptr));
  } catch (const task_canceled &) {
    state->finish(true, nullptr);
  } catch (...) {
    state->finish(false, std::current_exception());
  }
  currentToken() = outer;
}

template <typename F, typename... Args> struct callable {
  template <typename G>
  static auto test(int)
      -> decltype(std::declval<G>()(std::declval<Args>()...), std::true_type());
  template <typename> static std::false_type test(...);
  static const bool value = decltype(test<F>(0))::value;
};

// A continuation takes the antecedent's value (value-based) or the
// antecedent itself (task-based).
template <typename T, typename F>
struct value_based : std::integral_constant<bool, callable<F, T>::value> {};
template <typename F>
struct value_based<void, F> : std::integral_constant<bool, callable<F>::value> {
};

template <typename T, typename F, bool = value_based<T, F>::value>
struct continuation {
  typedef decltype(std::declval<F>()(std::declval<T>())) result;
  static result call(F &f, const task<T> &antecedent) {
    return f(antecedent.get());
  }
};
template <typename F> struct continuation<void, F, true> {
  typedef decltype(std::declval<F>()()) result;
  static result call(F &f, const task<void> &) { return f(); }
};
template <typename T, typename F> struct continuation<T, F, false> {
  typedef decltype(std::declval<F>()(std::declval<task<T>>())) result;
  static result call(F &f, const task<T> &antecedent) { return f(antecedent); }
};

} // namespace amp2hip_ppl

template <typename T> class task {
public:
  typedef T result_type;

  // An empty task: get() and wait() throw invalid_operation.
  task() = default;

  template <typename Function,
            typename = typename std::enable_if<!std::is_same<
                typename std::decay<Function>::type, task>::value>::type>
  explicit task(Function work,
                cancellation_token token = cancellation_token::none())
      : state(std::make_shared<amp2hip_ppl::task_state<T>>()) {
    std::shared_ptr<amp2hip_ppl::task_state<T>> started = state;
    started->schedule(
        [started, work, token] { amp2hip_ppl::execute(started, work, token); });
  }

  // Settled when the event is set.
  explicit task(const task_completion_event<T> &event) : state(event.state) {}

  // The task of a C++ AMP completion_future (to_task()): amp2hip's are
  // ready when made, so the task is settled now, with the future's value
  // or exception.
  explicit task(std::shared_future<T> future)
      : state(std::make_shared<amp2hip_ppl::task_state<T>>()) {
    std::shared_ptr<amp2hip_ppl::task_state<T>> settled = state;
    amp2hip_ppl::execute(
        settled, [future] { return future.get(); }, cancellation_token::none());
  }

  T get() const {
    wait();
    return value(static_cast<T *>(nullptr));
  }

  task_status wait() const {
    if (!state)
      throw invalid_operation("wait() on an empty task");
    state->wait();
    if (state->exception())
      std::rethrow_exception(state->exception());
    return state->is_canceled() ? canceled : completed;
  }

  bool is_done() const {
    if (!state)
      throw invalid_operation("is_done() on an empty task");
    return state->is_done();
  }

  template <typename Function>
  task<typename amp2hip_ppl::unwrapped<
      typename amp2hip_ppl::continuation<T, Function>::result>::type>
  then(Function function, cancellation_token token = cancellation_token::none(),
       task_continuation_context = task_continuation_context()) const {
    typedef amp2hip_ppl::continuation<T, Function> Continuation;
    typedef
        typename amp2hip_ppl::unwrapped<typename Continuation::result>::type U;
    if (!state)
      throw invalid_operation("then() on an empty task");
    task<U> next;
    next.state = std::make_shared<amp2hip_ppl::task_state<U>>();
    std::shared_ptr<amp2hip_ppl::task_state<U>> after = next.state;
    const task antecedent = *this;
    const bool valueBased = amp2hip_ppl::value_based<T, Function>::value;
    state->onSettled([after, antecedent, function, token, valueBased] {
      after->schedule([after, antecedent, function, token, valueBased] {
        const amp2hip_ppl::task_state<T> &before = *antecedent.state;
        if (valueBased && (before.is_canceled() || before.exception())) {
          after->finish(before.is_canceled(), before.exception());
          return;
        }
        Function f = function;
        amp2hip_ppl::execute(
            after, [&] { return Continuation::call(f, antecedent); }, token);
      });
    });
    return next;
  }

  template <typename Function>
  auto then(Function function, task_continuation_context context) const
      -> decltype(this->then(function, cancellation_token::none(), context)) {
    return then(function, cancellation_token::none(), context);
  }

  bool operator==(const task &other) const { return state == other.state; }
  bool operator!=(const task &other) const { return state != other.state; }

private:
  template <typename> friend class task;
  template <typename U>
  friend std::shared_ptr<amp2hip_ppl::task_state<U>>
  amp2hip_ppl::stateOf(const task<U> &t);
  template <typename U> friend task<U> task_from_result(U);
  template <typename U, typename E> friend task<U> task_from_exception(E);

  template <typename U> U value(U *) const {
    if (state->is_canceled())
      throw task_canceled();
    return state->get();
  }
  void value(void *) const {
    if (state->is_canceled())
      throw task_canceled();
  }

  std::shared_ptr<amp2hip_ppl::task_state<T>> state;
};

template <typename T>
std::shared_ptr<amp2hip_ppl::task_state<T>>
amp2hip_ppl::stateOf(const task<T> &t) {
  return t.state;
}

// A task settled from outside: set() gives its value (once: a second call
// returns false), set_exception() its exception.
template <typename T> class task_completion_event {
public:
  task_completion_event()
      : state(std::make_shared<amp2hip_ppl::task_state<T>>()) {}

  template <typename U = T>
  typename std::enable_if<!std::is_void<U>::value, bool>::type
  set(U value) const {
    if (!state->claim())
      return false;
    state->setValue(std::move(value));
    state->finish(false, nullptr);
    return true;
  }
  template <typename U = T>
  typename std::enable_if<std::is_void<U>::value, bool>::type set() const {
    if (!state->claim())
      return false;
    state->finish(false, nullptr);
    return true;
  }
  bool set_exception(std::exception_ptr error) const {
    if (!state->claim())
      return false;
    state->finish(false, error);
    return true;
  }
  template <typename E> bool set_exception(E error) const {
    return set_exception(std::make_exception_ptr(error));
  }

private:
  friend class task<T>;
  std::shared_ptr<amp2hip_ppl::task_state<T>> state;
};

template <typename Function>
auto create_task(Function work,
                 cancellation_token token = cancellation_token::none())
    -> task<typename amp2hip_ppl::unwrapped<decltype(work())>::type> {
  return task<typename amp2hip_ppl::unwrapped<decltype(work())>::type>(work,
                                                                       token);
}
template <typename T> task<T> create_task(const task_completion_event<T> &e) {
  return task<T>(e);
}
template <typename T> task<T> create_task(task<T> t) { return t; }

template <typename T> task<T> task_from_result(T value) {
  task_completion_event<T> event;
  event.set(std::move(value));
  return task<T>(event);
}
inline task<void> task_from_result() {
  task_completion_event<void> event;
  event.set();
  return task<void>(event);
}
template <typename T, typename E> task<T> task_from_exception(E error) {
  task_completion_event<T> event;
  event.set_exception(error);
  return task<T>(event);
}

// Ends the task whose work calls it as canceled.
[[noreturn]] inline void cancel_current_task() { throw task_canceled(); }

inline bool is_task_cancellation_requested() {
  return amp2hip_ppl::currentToken().is_canceled();
}

namespace amp2hip_ppl {

// Counts the tasks of a when_all or when_any down as they settle.
template <typename T> struct joined {
  explicit joined(std::size_t count) : left(count), results(count) {}
  std::atomic<std::size_t> left;
  std::vector<std::shared_ptr<task_state<T>>> results;
};

template <typename T> std::vector<T> valuesOf(joined<T> &all) {
  std::vector<T> values;
  for (auto &result : all.results)
    values.push_back(result->get());
  return values;
}
inline void valuesOf(joined<void> &) {}

template <typename T>
std::pair<T, std::size_t> anyResult(task_state<T> &winner, std::size_t i) {
  return std::make_pair(winner.get(), i);
}
inline std::size_t anyResult(task_state<void> &, std::size_t i) { return i; }

} // namespace amp2hip_ppl

// A task settled when every task of [first, last) is: with their values in
// order (task<std::vector<T>>; task<void> for tasks of void), or the first
// exception or cancellation among them.
template <typename Iterator>
auto when_all(Iterator first, Iterator last) -> task<
    typename std::conditional<std::is_void<typename std::iterator_traits<
                                  Iterator>::value_type::result_type>::value,
                              void,
                              std::vector<typename std::iterator_traits<
                                  Iterator>::value_type::result_type>>::type> {
  typedef typename std::iterator_traits<Iterator>::value_type::result_type T;
  std::vector<task<T>> tasks(first, last);
  auto all = std::make_shared<amp2hip_ppl::joined<T>>(tasks.size());
  task_completion_event<void> allSettled;
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    all->results[i] = amp2hip_ppl::stateOf(tasks[i]);
    all->results[i]->onSettled([all, allSettled] {
      if (--all->left == 0)
        allSettled.set();
    });
  }
  if (tasks.empty())
    allSettled.set();
  return task<void>(allSettled).then([all](task<void>) {
    for (auto &result : all->results) {
      if (result->exception())
        std::rethrow_exception(result->exception());
      if (result->is_canceled())
        cancel_current_task();
    }
    return valuesOf(*all);
  });
}

// A task settled by the first task of [first, last) to complete: its value
// and index (task<std::pair<T, size_t>>; task<size_t> for tasks of void).
// If every task fails, the last failure.
template <typename Iterator>
auto when_any(Iterator first, Iterator last) -> task<typename std::conditional<
    std::is_void<typename std::iterator_traits<
        Iterator>::value_type::result_type>::value,
    std::size_t,
    std::pair<typename std::iterator_traits<Iterator>::value_type::result_type,
              std::size_t>>::type> {
  typedef typename std::iterator_traits<Iterator>::value_type::result_type T;
  std::vector<task<T>> tasks(first, last);
  if (tasks.empty())
    throw invalid_operation("when_any of no tasks");
  auto all = std::make_shared<amp2hip_ppl::joined<T>>(tasks.size());
  task_completion_event<std::size_t> firstDone;
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    auto state = amp2hip_ppl::stateOf(tasks[i]);
    all->results[i] = state;
    state->onSettled([all, firstDone, state, i] {
      const bool failed = state->is_canceled() || state->exception();
      if (--all->left == 0 || !failed)
        firstDone.set(i);
    });
  }
  return task<std::size_t>(firstDone).then([all](std::size_t i) {
    auto &winner = all->results[i];
    if (winner->exception())
      std::rethrow_exception(winner->exception());
    if (winner->is_canceled())
      cancel_current_task();
    return amp2hip_ppl::anyResult(*winner, i);
  });
}

// t1 && t2: when_all of the two; t1 || t2: when_any.
template <typename T>
auto operator&&(const task<T> &a, const task<T> &b)
    -> decltype(when_all(std::declval<task<T> *>(),
                         std::declval<task<T> *>())) {
  task<T> both[] = {a, b};
  return when_all(both, both + 2);
}
template <typename T>
auto operator||(const task<T> &a, const task<T> &b)
    -> decltype(when_any(std::declval<task<T> *>(),
                         std::declval<task<T> *>())) {
  task<T> either[] = {a, b};
  return when_any(either, either + 2);
}

} // namespace Concurrency
